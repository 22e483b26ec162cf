// The XLIFF schemas bundled as test fixtures, read as text through Vite's `?raw` imports.
declare module '*.xsd?raw' {
  const text: string;
  export default text;
}
