/** The texts of named parts of a component, each looked up by its catalogue key in one language's texts. */
export function pickMessages<Name extends string, Key extends string>(
  texts: Readonly<Record<Key, string>>,
  keys: Readonly<Record<Name, Key>>,
): Record<Name, string> {
  const picked = {} as Record<Name, string>;
  for (const name of Object.keys(keys) as Name[]) picked[name] = texts[keys[name]];
  return picked;
}
