import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { Context, Effect, Layer, Option } from "effect"
import { defaultHashingQueueShape, type HashingQueueShape, makeHashingQueue } from "./HashingQueue.ts"

/**
 * scrypt cost. N = 2^15 with r = 8 needs 32 MiB, which is exactly Node's default `maxmem`, so the
 * limit is raised to twice that. The parameters are stored with each hash, so raising them later
 * keeps old hashes verifiable.
 */
const productionCost: ScryptParams = { N: 2 ** 15, r: 8, p: 1 }
const keyLength = 64
const saltLength = 16
const maxmem = 2 * 128 * productionCost.N * productionCost.r

/** Enough for the largest parameters {@link isPlausible} accepts. */
const maxmemFor = ({ N, r }: ScryptParams) => Math.max(maxmem, 2 * 128 * N * r)

export interface ScryptParams {
  readonly N: number
  readonly r: number
  readonly p: number
}

/**
 * The scrypt cost of new hashes, when something other than the production cost is wanted. Only the
 * server's own tests provide one: hundreds of accounts are made and signed in there, and at the
 * production cost their hashing was about half of those tests' time. Every hash still goes through
 * scrypt and stores its parameters, so verifying is the same code either way.
 */
export class HashingCost extends Context.Service<HashingCost, ScryptParams>()(
  "gatehouse/server/HashingCost",
) {}

const derive = (secret: string, salt: Buffer, params: ScryptParams, length: number) =>
  Effect.callback<Buffer>((resume) => {
    scrypt(secret.normalize("NFKC"), salt, length, { ...params, maxmem: maxmemFor(params) }, (error, key) =>
      resume(error ? Effect.die(error) : Effect.succeed(key)),
    )
  })

/** Bounds that keep a damaged stored value from asking scrypt for absurd memory or time. */
const isPlausible = ({ N, r, p }: ScryptParams) =>
  Number.isInteger(Math.log2(N)) && N >= 2 && N <= 2 ** 20 && r >= 1 && r <= 16 && p >= 1 && p <= 4

/** `scrypt$N$r$p$salt$key`, salt and key in base64. */
const encode = (params: ScryptParams, salt: Buffer, key: Buffer) =>
  ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$")

const decode = (stored: string) => {
  const [scheme, N, r, p, salt, key] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || key === undefined) return undefined
  const params = { N: Number(N), r: Number(r), p: Number(p) }
  if (!isPlausible(params)) return undefined
  return { params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") }
}

/** Runs a hash in its turn (HashingQueue); whatever cannot wait its turn is turned away before it starts. */
type InTurn = <A>(work: Effect.Effect<A>) => Effect.Effect<A>

const hashSecret = (inTurn: InTurn, cost: ScryptParams) => (secret: string) =>
  Effect.gen(function* () {
    const salt = randomBytes(saltLength)
    return encode(cost, salt, yield* inTurn(derive(secret, salt, cost, keyLength)))
  })

const verifySecret = (inTurn: InTurn) => (secret: string, stored: string) =>
  Effect.gen(function* () {
    const parsed = decode(stored)
    if (parsed === undefined || parsed.key.length === 0) return false
    const candidate = yield* inTurn(derive(secret, parsed.salt, parsed.params, parsed.key.length))
    return timingSafeEqual(candidate, parsed.key)
  })

/**
 * How new passwords are stored. `scrypt` is the default. `md5-19` is for operators whose game server
 * reads the same accounts table: the game's own format (upper-case MD5 cut to 19 characters, which
 * fits its `UserPass varchar(20)`). It is much weaker, so it is a setting an operator chooses, never
 * the default. With the game link (GAME_LINK=ran) the portal keeps scrypt and writes the game's own
 * column in the game's format instead (gamelink/gamePasswords.ts).
 */
export const passwordFormats = ["scrypt", "md5-19"] as const
export type PasswordFormat = (typeof passwordFormats)[number]

/** The full 32 characters an earlier setting (`game-md5`) stored, or the game's 19. */
const md5Pattern = /^[0-9A-F]{32}$|^[0-9A-F]{19}$/i
const md5Hex = (password: string) => createHash("md5").update(password, "utf8").digest("hex").toUpperCase()

/** Verifies a stored password in any format, so switching the setting keeps every login working. */
const verifyPassword = (inTurn: InTurn) => (password: string, stored: string) =>
  md5Pattern.test(stored)
    ? Effect.sync(() =>
        timingSafeEqual(
          Buffer.from(md5Hex(password).slice(0, stored.length)),
          Buffer.from(stored.toUpperCase()),
        ),
      )
    : verifySecret(inTurn)(password, stored)

const hashPassword = (format: PasswordFormat, inTurn: InTurn, cost: ScryptParams) => (password: string) =>
  format === "md5-19" ? Effect.succeed(md5Hex(password).slice(0, 19)) : hashSecret(inTurn, cost)(password)

/**
 * Secret answers are typed from memory ("Manila", "manila "), so they are compared without regard
 * to case or surrounding and repeated spaces.
 */
export const normalizeSecretAnswer = (answer: string) => answer.trim().replace(/\s+/g, " ").toLowerCase()

/** Password and secret-answer hashing. Nothing else in the server sees a plain secret stored. */
export class Passwords extends Context.Service<
  Passwords,
  {
    readonly hash: (password: string) => Effect.Effect<string>
    /** False for a wrong password and for a stored value in an unknown format. */
    readonly verify: (password: string, stored: string) => Effect.Effect<boolean>
    readonly hashSecretAnswer: (answer: string) => Effect.Effect<string>
    readonly verifySecretAnswer: (answer: string, stored: string) => Effect.Effect<boolean>
  }
>()("gatehouse/server/Passwords") {
  /**
   * New passwords in the given format; secret answers are always scrypt (no game reads them). Every
   * scrypt waits its turn in one bounded line (HashingQueue); a request turned away dies with
   * HashingBusy, which the request wrapper answers 503 (observability/requests.ts).
   */
  static readonly layerWith = (
    format: PasswordFormat,
    shape: HashingQueueShape = defaultHashingQueueShape(),
  ) =>
    Layer.effect(
      Passwords,
      Effect.gen(function* () {
        const cost = Option.getOrElse(yield* Effect.serviceOption(HashingCost), () => productionCost)
        const inTurn = makeHashingQueue(shape)
        return Passwords.of({
          hash: Effect.fn("Passwords.hash")(hashPassword(format, inTurn, cost)),
          verify: Effect.fn("Passwords.verify")(verifyPassword(inTurn)),
          hashSecretAnswer: Effect.fn("Passwords.hashSecretAnswer")((answer: string) =>
            hashSecret(inTurn, cost)(normalizeSecretAnswer(answer)),
          ),
          verifySecretAnswer: Effect.fn("Passwords.verifySecretAnswer")((answer: string, stored: string) =>
            verifySecret(inTurn)(normalizeSecretAnswer(answer), stored),
          ),
        })
      }),
    )

  static readonly layer = Passwords.layerWith("scrypt")
}
