import { countries, genders, secretQuestions } from "@gatehouse/domain"
import { Checkbox, Label, Radio, RadioGroup } from "react-aria-components"
import { AccountForm, AccountFormRow } from "../../components/AccountForm/AccountForm.tsx"
import { type AccountTextField, AccountTextFields } from "../../components/AccountForm/AccountTextFields.tsx"
import { accountFields } from "../../components/AccountForm/accountFields.ts"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextLink } from "../../components/TextLink/TextLink.tsx"
import * as styles from "./Register.css.ts"
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

const registerFields: ReadonlyArray<AccountTextField<RegisterTextField>> = [
  { name: "userId", ...accountFields.userId },
  { name: "userEmail", ...accountFields.email },
  { name: "userFirstName", ...accountFields.firstName },
  { name: "userLastName", ...accountFields.lastName },
  { name: "userPassword", ...accountFields.newPassword, label: "Password" },
  { name: "userPasswordConfirm", ...accountFields.newPassword, label: "Confirm Password" },
]

const secretAnswerField: ReadonlyArray<AccountTextField<"secretAnswer">> = [
  { name: "secretAnswer", label: "Secret Answer", autoComplete: "off" },
]

const questionOptions = secretQuestions.map((question) => ({
  value: String(question.id),
  label: question.label,
}))
const countryOptions = countries.map((country) => ({ value: country.name, label: country.name }))

/**
 * The sign-up page where a visitor creates an account: user ID, names, passwords, e-mail, secret
 * question and answer, gender, country (Philippines first) and the terms. Each input stops at its
 * maximum length, and a wrong entry is explained at its input.
 */
export const Register = ({ onRegister, isPending = false, termsHref }: RegisterProps) => {
  const { values, set, errors, submit } = useRegisterForm(onRegister)
  return (
    <article className={styles.root}>
      <AccountForm
        title="Register"
        headingLevel={1}
        description="Create your account to play, shop and load R-Coin."
        submitLabel="Register"
        onSubmit={submit}
        isPending={isPending}
      >
        <AccountTextFields fields={registerFields} values={values} errors={errors} onChange={set} />
        <SelectField
          label="Secret Question"
          name="secretQuestion"
          value={String(values.secretQuestion)}
          onChange={(value) => set("secretQuestion")(Number(value))}
          options={questionOptions}
        />
        <AccountTextFields fields={secretAnswerField} values={values} onChange={set} />
        <RadioGroup
          className={styles.choiceGroup}
          name="gender"
          orientation="horizontal"
          value={values.gender}
          onChange={(value) => set("gender")(value as RegisterValues["gender"])}
        >
          <Label className={styles.groupLabel}>Gender</Label>
          <div className={styles.choices}>
            {genders.map((gender) => (
              <Radio key={gender} value={gender} className={styles.choice}>
                <span className={styles.radioMark} aria-hidden="true" />
                {gender}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <SelectField
          label="Country"
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
            <span className={styles.checkMark} aria-hidden="true" />I have read and agree to the terms of
            service and the privacy policy.
          </Checkbox>
        </AccountFormRow>
        {termsHref !== undefined && (
          <AccountFormRow>
            <TextLink href={termsHref}>Read the Terms of Service</TextLink>
          </AccountFormRow>
        )}
      </AccountForm>
    </article>
  )
}
