import { daybreakThemeClass as daybreakClass, defaultThemeClass } from "./theme.css.ts"

/** The default theme's class: put it on the app's root element (`<html>`, so dialogs get it too). */
export const themeClass: string = defaultThemeClass

/** The light "daybreak" example theme's class: put it on `<html>` instead of `themeClass`. */
export const daybreakThemeClass: string = daybreakClass
