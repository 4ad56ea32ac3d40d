import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  formErrorLines,
  formErrorText,
  isEmailAddress,
  isValid,
  maxLengths,
  passwordLengthError,
  passwordRuleMessages,
  starredList,
  validateChangePassword,
  validateFindId,
  validateFindPassword,
  validateLogin,
  validateRedeem,
  validateRegister,
  validationMessages,
  voucherCodeAsShown,
} from "../src/index.ts"

describe("login", () => {
  it("accepts a filled form", () => {
    expect(validateLogin({ username: "hero", password: "secret" })).toEqual({})
  })

  it("requires both fields, trimming blanks away", () => {
    expect(validateLogin({ username: "   ", password: "\t" })).toEqual({
      username: "Username is required.",
      password: "Password is required.",
    })
  })

  it("reports only the missing field", () => {
    expect(validateLogin({ username: "hero", password: "" })).toEqual({ password: "Password is required." })
  })
})

describe("register", () => {
  const filled = {
    userId: "hero",
    userEmail: "hero@example.com",
    userPassword: "secret",
    userPasswordConfirm: "other",
  }

  it("accepts a filled form without checking that the passwords match (not a client rule)", () => {
    expect(validateRegister(filled)).toEqual({})
  })

  it("names every missing field with its message", () => {
    expect(
      validateRegister({ userId: "", userEmail: "", userPassword: "", userPasswordConfirm: "" }),
    ).toEqual({
      userId: "Username is required.",
      userEmail: "Email is required.",
      userPassword: "Password is required.",
      userPasswordConfirm: "Confirm - Password is required.",
    })
  })

  it("rejects a malformed e-mail", () => {
    expect(validateRegister({ ...filled, userEmail: "hero@example" })).toEqual({
      userEmail: "Enter a valid email address.",
    })
  })
})

describe("find account", () => {
  it("asks for the e-mail to find a user ID", () => {
    expect(validateFindId({ findIDEmail: "" })).toEqual({
      findIDEmail: "Email Address is required to retrieve your UserID.",
    })
    expect(validateFindId({ findIDEmail: "not-an-email" })).toEqual({
      findIDEmail: "Enter a valid email address.",
    })
    expect(validateFindId({ findIDEmail: "hero@example.com" })).toEqual({})
  })

  it("asks for user ID and e-mail to find a password", () => {
    expect(validateFindPassword({ findPWID: "", findPWEmail: "" })).toEqual({
      findPWID: "User ID is required to retrieve your Password.",
      findPWEmail: "Email Address is required to retrieve your Password.",
    })
    expect(validateFindPassword({ findPWID: "hero", findPWEmail: "hero at example.com" })).toEqual({
      findPWEmail: "Enter a valid email address.",
    })
    expect(validateFindPassword({ findPWID: "hero", findPWEmail: "hero@example.com" })).toEqual({})
  })
})

describe("change password", () => {
  it("requires all three fields", () => {
    expect(validateChangePassword({ currentPassword: "", newPassword: "", retypeNewPassword: "" })).toEqual({
      currentPassword: "Current Password is required.",
      newPassword: "New Password is required.",
      retypeNewPassword: "Retype New Password is required.",
    })
  })

  it("reports a mismatch on the retype field", () => {
    expect(
      validateChangePassword({ currentPassword: "old", newPassword: "new1", retypeNewPassword: "new2" }),
    ).toEqual({ retypeNewPassword: "New Password and Re-Enter Password Does not match!" })
  })

  it("accepts matching new passwords", () => {
    expect(
      validateChangePassword({ currentPassword: "old", newPassword: "new1", retypeNewPassword: "new1" }),
    ).toEqual({})
  })
})

describe("redeem", () => {
  it("requires the voucher code only", () => {
    expect(validateRedeem({ CouponCode: " ", ReferralCode: "" })).toEqual({
      CouponCode: "Voucher Code is required.",
    })
    expect(validateRedeem({ CouponCode: "abc-123", ReferralCode: "" })).toEqual({})
  })

  it("shows the code in upper case", () => {
    expect(voucherCodeAsShown("abc-12x")).toBe("ABC-12X")
  })

  it("keeps the spec's wording for a guest", () => {
    expect(validationMessages.loginToContinue).toBe("Please Login to Continue!")
  })
})

describe("e-mail pattern", () => {
  it.each(["a@b.co", "first.last+tag@mail.example.ph", " hero@example.com "])("accepts %s", (email) => {
    expect(isEmailAddress(email)).toBe(true)
  })

  it.each(["", "hero", "hero@", "@example.com", "hero@example", "he ro@example.com", "a@b@c.com"])(
    "rejects %j",
    (email) => {
      expect(isEmailAddress(email)).toBe(false)
    },
  )
})

describe("limits", () => {
  it("match the spec's input max lengths", () => {
    expect(maxLengths).toEqual({ userId: 20, firstName: 30, lastName: 30, password: 20, email: 60 })
  })

  it("treats an empty record as valid and any message as invalid", () => {
    expect(isValid({})).toBe(true)
    expect(isValid(validateLogin({ username: "", password: "x" }))).toBe(false)
  })
})

describe("server form errors", () => {
  it("shows a plain list one message per line", () => {
    expect(formErrorLines(["The user id has already been taken.", "The email must be valid."])).toEqual([
      "The user id has already been taken.",
      "The email must be valid.",
    ])
  })

  it("flattens field-keyed lists in field order", () => {
    const answer = {
      userId: ["The user id has already been taken."],
      userEmail: ["The user email has already been taken.", "The user email must be valid."],
    }
    expect(formErrorText(answer)).toBe(
      "The user id has already been taken.\nThe user email has already been taken.\nThe user email must be valid.",
    )
  })

  it("never shows empty or non-text entries", () => {
    expect(formErrorLines({ a: ["", "  "], b: [null, 3, "Kept"], c: "Also kept" })).toEqual([
      "Kept",
      "Also kept",
    ])
    expect(formErrorLines(undefined)).toEqual([])
  })

  it("stars each line for the registration alert", () => {
    expect(starredList(["One", "Two"])).toBe("* One\n* Two")
  })

  it("every line it returns is a non-empty string from the answer", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.array(fc.string())), (answer) => {
        const all = Object.values(answer).flat()
        for (const line of formErrorLines(answer)) {
          expect(line.trim()).not.toBe("")
          expect(all.some((entry) => entry.trim() === line)).toBe(true)
        }
      }),
    )
  })
})

describe("new password length (ASVS level 2 minimum, the game column's maximum)", () => {
  it("refuses 7 characters and 21, accepts 8 and 20, leaves an empty one to the required rule", () => {
    expect(passwordLengthError("Abc#123")).toBe("Password must be at least 8 characters.")
    expect(passwordLengthError("Abcd#123")).toBeUndefined()
    expect(passwordLengthError("A".repeat(20))).toBeUndefined()
    expect(passwordLengthError("A".repeat(21))).toBe("Password may be at most 20 characters.")
    expect(passwordLengthError("")).toBeUndefined()
    expect(passwordRuleMessages.tooCommon).toBe("Password is too common. Please choose another.")
  })
})
