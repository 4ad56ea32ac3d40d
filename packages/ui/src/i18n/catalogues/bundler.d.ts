// The catalogues gather their files with the bundler's `import.meta.glob`, resolved as the package is built.
/// <reference types="vite/client" />
