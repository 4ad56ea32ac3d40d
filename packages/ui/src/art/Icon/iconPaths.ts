/**
 * The package's own line icons, drawn on a 24 x 24 grid and stroked with the current text colour so
 * they follow the theme wherever they sit.
 */
export const iconPaths = {
  home: "M3 11.5 12 4l9 7.5M5.5 10v9.5h5v-5h3v5h5V10",
  news: "M7 4h11a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8h3M7 4v14a2 2 0 0 1-2 2M10 8h7M10 12h7M10 16h4",
  guide: "M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5Zm0 0v13",
  shop: "M5 8h14l-1 12H6L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8",
  recharge:
    "M12 4c4 0 7 1.3 7 3s-3 3-7 3-7-1.3-7-3 3-3 7-3ZM5 7v5c0 1.7 3 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3 3 7 3s7-1.3 7-3v-5",
  download: "M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M4.5 17v2.5h15V17",
  support:
    "M4.5 15v-3a7.5 7.5 0 0 1 15 0v3M4.5 14.5H7a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1v-4Zm15 0H17a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1.5a1 1 0 0 0 1-1v-4Z",
  map: "M9 5 3.5 7v12L9 17l6 2 5.5-2V5L15 7 9 5Zm0 0v12m6-10v12",
  coin: "M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 3.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z",
  gem: "M7 4h10l4 5-9 11L3 9l4-5ZM3 9h18M9.5 4 8 9l4 11 4-11-1.5-5",
  mail: "M3.5 6h17v12h-17zM3.5 6.5l8.5 7 8.5-7",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8c.8-3.5 3.8-6 7.5-6s6.7 2.5 7.5 6",
  logout: "M14 4.5H6.5v15H14M10 12h10m0 0-3.5-3.5M20 12l-3.5 3.5",
  key: "M14.5 5a4.5 4.5 0 1 1-3.6 7.2L4 19.1V16h2.5v-2.5H9l1.6-1.6M16 8.5h.01",
  arrowUp: "M12 20V5m0 0-6 6m6-6 6 6",
  arrowLeft: "M20 12H5m0 0 6-6m-6 6 6 6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  pause: "M8.5 5v14M15.5 5v14",
  play: "M7.5 5.5v13l11-6.5-11-6.5Z",
  chevronRight: "M9 6l6 6-6 6",
  alert: "M12 4 2.5 20h19L12 4Zm0 6v4.5m0 3v.01",
  gallery: "M4 5h16v14H4zM4 16l5-5 4 4 2.5-2.5L20 16M15.5 9h.01",
  trophy:
    "M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4M12 13v3.5M8.5 20h7M9.5 20v-1.5a2.5 2.5 0 0 1 5 0V20",
  scroll: "M6 4h12M6 20h12M7 4v16M17 4v16M10 8h4M10 12h4M10 16h2",
} as const

export type IconName = keyof typeof iconPaths

export const iconNames = Object.keys(iconPaths) as ReadonlyArray<IconName>
