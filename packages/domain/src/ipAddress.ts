const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/**
 * An IPv4 address as people write it. A dual-stack socket reports IPv4 peers as IPv6
 * (`::ffff:203.0.113.7`); stored, compared and shown, the same device must be one address.
 */
export const plainAddress = (address: string): string => ipv4Mapped.exec(address)?.[1] ?? address
