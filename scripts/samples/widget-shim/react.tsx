/**
 * The React component of the widget shim (the `identity.packages.react`
 * package as the sample harness serves it): renders an input, or the one
 * input element it is given as a child, and attaches the widget
 * (./address-lookup.ts) to it once it is in the page. The input's own
 * attributes are the catalogue's `reactInputProps`; every other prop is a
 * widget option or callback (callbacks always call the latest prop).
 */
import {
  cloneElement,
  isValidElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {reactInputProps} from '../../../src/data/address-lookup';
import {setup, type Options} from './address-lookup';

interface Props {
  apiKey: string;
  children?: ReactNode;
  /** Input attributes, widget options and callbacks. */
  [prop: string]: unknown;
}

const inputProps = new Set<string>(reactInputProps);

export function AddressLookup({children, ...props}: Props): ReactNode {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const attributes = Object.fromEntries(
    Object.entries(props).filter(([name]) => inputProps.has(name)),
  );
  const options = Object.fromEntries(
    Object.entries(props).filter(([name]) => !inputProps.has(name)),
  ) as Omit<Options, 'inputField'>;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!input) return undefined;
    const current = latest.current;
    const callbacks = Object.fromEntries(
      Object.keys(current)
        .filter((name) => /^on[A-Z]/.test(name) && typeof current[name] === 'function')
        .map((name) => [
          name,
          (...args: unknown[]) => (latest.current[name] as (...a: unknown[]) => unknown)?.(...args),
        ]),
    );
    const controller = setup({...current, ...callbacks, inputField: input} as unknown as Options);
    return () => controller.detach();
  }, [input]);
  if (isValidElement(children)) {
    return cloneElement(children as ReactElement<{ref?: Ref<HTMLInputElement>}>, {ref: setInput});
  }
  return <input ref={setInput} {...attributes} />;
}
