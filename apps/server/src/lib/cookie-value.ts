/** The value of cookie `name` in a request's Cookie header, or undefined when it is not there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const pair = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}
