/** Longest piece of client input echoed back in an error; a client may send kilobytes in a path or key. */
export const MAX_ECHOED = 100;

/** `value`, cut to MAX_ECHOED characters (with "..." when cut), for error messages and `param`. */
export function echoed(value: string): string {
  return value.length > MAX_ECHOED ? `${value.slice(0, MAX_ECHOED)}...` : value;
}
