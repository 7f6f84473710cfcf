/**
 * The React component of the widget shim (the `identity.packages.react`
 * package as the sample harness serves it): renders an input, or the one
 * input element it is given as a child, and attaches the widget
 * (./address-lookup.ts) to it when mounted; every other prop is a widget
 * option or callback.
 */
import {
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
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
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!input.current) throw new Error('<AddressLookup>: no input element to attach to.');
    const callbacks = Object.fromEntries(
      Object.keys(latest.current)
        .filter((name) => /^on[A-Z]/.test(name) && typeof latest.current[name] === 'function')
        .map((name) => [
          name,
          (...args: unknown[]) => (latest.current[name] as (...a: unknown[]) => unknown)?.(...args),
        ]),
    );
    const controller = setup({
      ...latest.current,
      ...callbacks,
      inputField: input.current,
    } satisfies Options);
    return () => controller.detach();
  }, []);
  if (isValidElement(children)) {
    return cloneElement(children as ReactElement<{ref?: Ref<HTMLInputElement>}>, {ref: input});
  }
  return <input ref={input} id={id} placeholder={placeholder} className={className} />;
}
