import type { StorybookConfig } from "@storybook/react-vite"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { messagesPlugin } from "../packages/ui/messagesPlugin.ts"

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  // The welcome page comes first, so it is the first entry of the sidebar; the designer's page of
  // every screen at two widths lives with the configuration, since it shows the stories themselves.
  stories: [
    "./Welcome.mdx",
    "../packages/ui/src/**/*.mdx",
    "../packages/ui/src/**/*.stories.tsx",
    "./*.stories.tsx",
  ],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs"],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Components style themselves in `.css.ts` files, compiled to static CSS by this plugin.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), messagesPlugin(), vanillaExtractPlugin()]
    return viteConfig
  },
}

export default config
