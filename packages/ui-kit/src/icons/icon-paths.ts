/** 24×24 stroke paths, drawn with `currentColor` so icons follow the text colour. */
export const iconPaths = {
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12.5l4.5 4.5L19 7.5",
  chevronDown: "M6 9l6 6 6-6",
  eye: "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z",
  eyeOff: "M3 3l18 18M10.6 5.1A10.9 10.9 0 0112 5c6.5 0 10 7 10 7a17.6 17.6 0 01-3.2 4.1M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7a10.6 10.6 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2",
  info: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 7.5v.5",
  success: "M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.5l3 3 5-6",
  warning: "M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 17.5v.5",
  gift: "M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3.5 8 3.5a2 2 0 000 3.5zM12 7s1.5-3.5 4-3.5a2 2 0 010 3.5z",
  danger: "M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6M15 9l-6 6",
} as const;

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];
