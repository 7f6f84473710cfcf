/**
 * The React component of the widget shim (the `identity.packages.react`
 * package as the sample harness serves it): renders an input, or the one
 * input element it is given as a child, and attaches the widget
 * (./address-lookup.ts) to it once it is in the page; every other prop is
 * a widget option or callback (callbacks always call the latest prop).
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
import {setup, type Options} from './address-lookup';

interface Props {
  apiKey: string;
  id?: string;
  placeholder?: string;
  className?: string;
  children?: ReactNode;
  /** Widget options and callbacks. */
  [option: string]: unknown;
}

export function AddressLookup({
  id,
  placeholder,
  className,
  children,
  ...options
}: Props): ReactNode {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
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
    const controller = setup({...current, ...callbacks, inputField: input} satisfies Options);
    return () => controller.detach();
  }, [input]);
  if (isValidElement(children)) {
    return cloneElement(children as ReactElement<{ref?: Ref<HTMLInputElement>}>, {ref: setInput});
  }
  return <input ref={setInput} id={id} placeholder={placeholder} className={className} />;
}
