/**
 * Windows-1252, the code page of SQL_Latin1_General_CP1_CI_AS, which this server announces as its
 * collation: the driver encodes varchar parameters in it and decodes varchar columns from it. It is
 * Latin-1 but for 0x80–0x9F.
 */

const high = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
]

const byteOfCodePoint = new Map<number, number>(high.map((codePoint, index) => [codePoint, 0x80 + index]))

const characterOfByte = Array.from({ length: 256 }, (_, byte) =>
  String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? (high[byte - 0x80] ?? byte) : byte),
)

export const decodeCp1252 = (bytes: Buffer): string =>
  Array.from(bytes, (byte) => characterOfByte[byte] ?? "").join("")

/** Characters the code page lacks become `?`, as SQL Server stores them. */
export const encodeCp1252 = (text: string): Buffer =>
  Buffer.from(
    Array.from(text, (character) => {
      const codePoint = character.codePointAt(0) ?? 0x3f
      const mapped = byteOfCodePoint.get(codePoint)
      if (mapped !== undefined) return mapped
      return codePoint < 0x80 || (codePoint >= 0xa0 && codePoint <= 0xff) ? codePoint : 0x3f
    }),
  )

/** SQL_Latin1_General_CP1_CI_AS as TDS writes a collation: LCID 0x0409, CI/KI/WI flags, sort id 52. */
export const latin1GeneralCollation = Buffer.from([0x09, 0x04, 0xd0, 0x00, 0x34])
