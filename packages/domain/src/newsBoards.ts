/**
 * Spec §7, §9: a news board lists the 8 newest items of its category (`getnewsall/{category}/8/1/0`);
 * each page of its archive holds as many, so the archive's first page is the board itself.
 */
export const newsPageSize = 8
