import { countries, genderNames, genders, secretQuestionLabels, secretQuestions } from "@gatehouse/domain"
import { useMemo } from "react"
import { Checkbox, Label, Radio, RadioGroup } from "react-aria-components"
import { AccountForm, AccountFormRow } from "../../components/AccountForm/AccountForm.tsx"
import { type AccountTextField, AccountTextFields } from "../../components/AccountForm/AccountTextFields.tsx"
import { type AccountFields, useAccountFields } from "../../components/AccountForm/accountFields.ts"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import { useDomainMessages, useLanguage, useMessages } from "../../i18n/Messages.tsx"
import * as styles from "./Register.css.ts"
import english from "./Register.en.json"
import { type RegisterValues, useRegisterForm } from "./useRegisterForm.ts"

export interface RegisterProps {
  /** Called with everything the player filled in, once every field passes the registration rules. */
  readonly onRegister: (values: RegisterValues) => void
  /** While the account is being created: the button shows it is busy and cannot be pressed again. */
  readonly isPending?: boolean
  /** Where the Terms of Service are read, once the site has them; the box then links to them. */
  readonly termsHref?: string | undefined
}

type RegisterTextField =
  | "userId"
  | "userEmail"
  | "userFirstName"
  | "userLastName"
  | "userPassword"
  | "userPasswordConfirm"

type RegisterKey = keyof typeof english

const registerFieldsOf = (
  t: (key: RegisterKey) => string,
  accountFields: AccountFields,
): ReadonlyArray<AccountTextField<RegisterTextField>> => [
  { name: "userId", ...accountFields.userId },
  { name: "userEmail", ...accountFields.email },
  { name: "userFirstName", ...accountFields.firstName },
  { name: "userLastName", ...accountFields.lastName },
  { name: "userPassword", ...accountFields.newPassword, label: t("Register.password") },
  { name: "userPasswordConfirm", ...accountFields.newPassword, label: t("Register.confirmPassword") },
]

const secretAnswerFieldOf = (
  t: (key: RegisterKey) => string,
): ReadonlyArray<AccountTextField<"secretAnswer">> => [
  { name: "secretAnswer", label: t("Register.secretAnswer"), autoComplete: "off" },
]

/**
 * The countries as the chosen language names them: English keeps the list's own names and order
 * (Philippines first); another language names each by its ISO code, Philippines still first and the
 * rest in that language's alphabetical order. The value sent is the English name either way.
 */
const countryOptionsIn = (language: string) => {
  const english = countries.map((country) => ({ value: country.name, label: country.name }))
  if (language === "en") return english
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" })
  const [first, ...rest] = countries.map((country) => ({
    value: country.name,
    label: names.of(country.code) ?? country.name,
  }))
  return first === undefined
    ? english
    : [first, ...rest.sort((a, b) => a.label.localeCompare(b.label, language))]
}

/**
 * The sign-up page where a visitor creates an account: user ID, names, passwords, e-mail, secret
 * question and answer, gender, country (Philippines first) and the terms. Each input stops at its
 * maximum length, and a wrong entry is explained at its input.
 */
export const Register = ({ onRegister, isPending = false, termsHref }: RegisterProps) => {
  const { values, set, errors, submit } = useRegisterForm(onRegister)
  const t = useMessages(english)
  const accountFields = useAccountFields()
  const sayGender = useDomainMessages("genderNames", genderNames)
  const sayQuestion = useDomainMessages("secretQuestionLabels", secretQuestionLabels)
  const language = useLanguage()
  const countryOptions = useMemo(() => countryOptionsIn(language), [language])
  const questionOptions = secretQuestions.map((question) => ({
    value: String(question.id),
    label: sayQuestion(`${question.id}`),
  }))
  return (
    <article className={styles.root}>
      <AccountForm
        title={t("Register.title")}
        headingLevel={1}
        description={t("Register.description")}
        submitLabel={t("Register.submit")}
        onSubmit={submit}
        isPending={isPending}
      >
        <AccountTextFields
          fields={registerFieldsOf(t, accountFields)}
          values={values}
          errors={errors}
          onChange={set}
        />
        <SelectField
          label={t("Register.secretQuestion")}
          name="secretQuestion"
          value={String(values.secretQuestion)}
          onChange={(value) => set("secretQuestion")(Number(value))}
          options={questionOptions}
        />
        <AccountTextFields fields={secretAnswerFieldOf(t)} values={values} onChange={set} />
        <RadioGroup
          className={styles.choiceGroup}
          name="gender"
          orientation="horizontal"
          value={values.gender}
          onChange={(value) => set("gender")(value as RegisterValues["gender"])}
        >
          <Label className={styles.groupLabel}>{t("Register.gender")}</Label>
          <div className={styles.choices}>
            {genders.map((gender) => (
              <Radio key={gender} value={gender} className={styles.choice}>
                <span className={styles.radioMark} aria-hidden="true" />
                {sayGender(gender)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <SelectField
          label={t("Register.country")}
          name="country"
          value={values.country}
          onChange={set("country")}
          options={countryOptions}
        />
        <AccountFormRow>
          <Checkbox
            className={styles.choice}
            name="agreeTerms"
            isSelected={values.agreeTerms}
            onChange={set("agreeTerms")}
          >
            <span className={styles.checkMark} aria-hidden="true" />
            {t("Register.agreeTerms")}
          </Checkbox>
        </AccountFormRow>
        {termsHref !== undefined && (
          <AccountFormRow>
            <TextLink href={termsHref}>{t("Register.readTerms")}</TextLink>
          </AccountFormRow>
        )}
      </AccountForm>
    </article>
  )
}
