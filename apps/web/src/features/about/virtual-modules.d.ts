// The modules served by apps/web/build/glide-build-plugin.ts. Typed as unknown on purpose: the
// about page parses them (build-data.ts) like any other data that crosses a boundary.
declare module 'virtual:glide-build-info' {
  const buildInfo: unknown;
  export default buildInfo;
}

declare module 'virtual:glide-licences' {
  const licences: unknown;
  export default licences;
}
