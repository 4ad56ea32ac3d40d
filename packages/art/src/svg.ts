/** Wraps drawing in an SVG document of the given size; `label` becomes its accessible name. */
export const svgDocument = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${body}</svg>`

export const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`

export const linearGradient = (id: string, stops: ReadonlyArray<string>, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, index) => `<stop offset="${index / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`)
    .join("")}</linearGradient>`
