/**
 * The campus skyline behind every page, laid out once as data: towers with spires, domes and
 * battlements, and the windows lit inside them. Window lighting follows a fixed pattern so every
 * render (and every visual snapshot) looks the same.
 */

type Roof = "spire" | "dome" | "battlement" | "flat"

interface Tower {
  readonly x: number
  readonly width: number
  readonly height: number
  readonly roof: Roof
}

export const skylineWidth = 1600
export const skylineHeight = 260

const towers: ReadonlyArray<Tower> = [
  { x: 0, width: 150, height: 60, roof: "flat" },
  { x: 40, width: 46, height: 130, roof: "spire" },
  { x: 120, width: 90, height: 88, roof: "battlement" },
  { x: 220, width: 60, height: 150, roof: "dome" },
  { x: 290, width: 140, height: 70, roof: "flat" },
  { x: 330, width: 40, height: 118, roof: "spire" },
  { x: 440, width: 110, height: 96, roof: "battlement" },
  { x: 560, width: 54, height: 176, roof: "spire" },
  { x: 620, width: 170, height: 80, roof: "flat" },
  { x: 680, width: 70, height: 132, roof: "dome" },
  { x: 800, width: 48, height: 196, roof: "spire" },
  { x: 860, width: 130, height: 92, roof: "battlement" },
  { x: 1000, width: 64, height: 140, roof: "dome" },
  { x: 1070, width: 150, height: 66, roof: "flat" },
  { x: 1110, width: 42, height: 124, roof: "spire" },
  { x: 1230, width: 100, height: 104, roof: "battlement" },
  { x: 1340, width: 56, height: 164, roof: "spire" },
  { x: 1400, width: 120, height: 74, roof: "flat" },
  { x: 1450, width: 50, height: 116, roof: "dome" },
  { x: 1530, width: 70, height: 90, roof: "battlement" },
]

const roofPath = ({ x, width, height, roof }: Tower): string => {
  const top = skylineHeight - height
  switch (roof) {
    case "spire":
      return `M${x - 4} ${top}L${x + width / 2} ${top - width * 1.2}L${x + width + 4} ${top}Z`
    case "dome":
      return `M${x} ${top}A${width / 2} ${width / 2} 0 0 1 ${x + width} ${top}Z`
    case "battlement": {
      const merlon = width / 7
      let d = `M${x} ${top}`
      for (let i = 0; i < 7; i++) {
        const left = x + i * merlon
        d += i % 2 === 0 ? `V${top - 10}H${left + merlon}V${top}` : `H${left + merlon}`
      }
      return `${d}Z`
    }
    case "flat":
      return ""
  }
}

const bodyPath = ({ x, width, height }: Tower): string =>
  `M${x} ${skylineHeight}V${skylineHeight - height}H${x + width}V${skylineHeight}Z`

/** Every tower and roof as one silhouette path. */
export const skylinePath = towers.map((tower) => bodyPath(tower) + roofPath(tower)).join("")

const windowWidth = 6
const windowHeight = 9

/** The lit windows: a sparse, fixed pattern over each tower's face. */
export const windowsPath = towers
  .flatMap((tower, towerIndex) => {
    const columns = Math.max(1, Math.floor((tower.width - 12) / 16))
    const rows = Math.max(1, Math.floor((tower.height - 20) / 22))
    const panes: Array<string> = []
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        if ((towerIndex * 7 + row * 5 + column * 3) % 6 >= 2) continue
        const left = tower.x + 10 + column * 16
        const top = skylineHeight - tower.height + 14 + row * 22
        panes.push(`M${left} ${top}h${windowWidth}v${windowHeight}h-${windowWidth}Z`)
      }
    }
    return panes
  })
  .join("")
