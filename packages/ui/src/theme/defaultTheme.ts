// The default theme's display face travels with it: whoever applies the theme loads the face from the
// package itself, never from a font host.
import "./fonts.ts"
import { daybreakThemeClass as daybreakClass, defaultThemeClass } from "./theme.css.ts"

/** The default theme's class: put it on the app's root element (`<html>`, so dialogs get it too). */
export const themeClass: string = defaultThemeClass

/** The light "daybreak" example theme's class: put it on `<html>` instead of `themeClass`. */
export const daybreakThemeClass: string = daybreakClass
