/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site name shown in every title; the domain's default name when unset. */
  readonly VITE_APP_NAME?: string
}
