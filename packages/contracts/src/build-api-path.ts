// Fills the `:param` segments of a route path: buildApiPath({ path: apiRoutes.getEntry.path, params: { id: 12 } }).

/** The `:param` names of a path pattern, as a union of string literals. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export function buildApiPath<Path extends string>({
  path,
  params,
}: {
  path: Path;
  params: Record<PathParamNames<Path>, string | number>;
}): string {
  const values: Record<string, string | number> = params;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`buildApiPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
