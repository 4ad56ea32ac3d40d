import { countries, genders, maxLengths, secretQuestions } from "@gatehouse/domain"
import { Checkbox, Label, Radio, RadioGroup } from "react-aria-components"
import { AccountForm, AccountFormRow } from "../../components/AccountForm/AccountForm.tsx"
import { SelectField } from "../../components/SelectField/SelectField.tsx"
import { TextField } from "../../components/TextField/TextField.tsx"
import * as styles from "./Register.css.ts"
import { type RegisterValues, useRegisterForm } from "./useRegisterForm.ts"

export interface RegisterProps {
  /** Called with the whole payload once the client rules pass. */
  readonly onRegister: (values: RegisterValues) => void
  /** While the registration call runs. */
  readonly isPending?: boolean
}

const questionOptions = secretQuestions.map((question) => ({
  value: String(question.id),
  label: question.label,
}))
const countryOptions = countries.map((country) => ({ value: country.name, label: country.name }))

/**
 * The register screen (spec §2 Register, §3 Registration payload, §5): user ID, names, passwords,
 * e-mail, secret question and answer, gender, country (Philippines first) and the terms, each input
 * held to the spec's maximum length.
 */
export const Register = ({ onRegister, isPending = false }: RegisterProps) => {
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
        <TextField
          label="User ID"
          name="userId"
          autoComplete="username"
          maxLength={maxLengths.userId}
          value={values.userId}
          onChange={set("userId")}
          errorMessage={errors.userId}
        />
        <TextField
          label="E-mail"
          name="userEmail"
          type="email"
          autoComplete="email"
          maxLength={maxLengths.email}
          value={values.userEmail}
          onChange={set("userEmail")}
          errorMessage={errors.userEmail}
        />
        <TextField
          label="First Name"
          name="userFirstName"
          autoComplete="given-name"
          maxLength={maxLengths.firstName}
          value={values.userFirstName}
          onChange={set("userFirstName")}
        />
        <TextField
          label="Last Name"
          name="userLastName"
          autoComplete="family-name"
          maxLength={maxLengths.lastName}
          value={values.userLastName}
          onChange={set("userLastName")}
        />
        <TextField
          label="Password"
          name="userPassword"
          type="password"
          autoComplete="new-password"
          maxLength={maxLengths.password}
          value={values.userPassword}
          onChange={set("userPassword")}
          errorMessage={errors.userPassword}
        />
        <TextField
          label="Confirm Password"
          name="userPasswordConfirm"
          type="password"
          autoComplete="new-password"
          maxLength={maxLengths.password}
          value={values.userPasswordConfirm}
          onChange={set("userPasswordConfirm")}
          errorMessage={errors.userPasswordConfirm}
        />
        <SelectField
          label="Secret Question"
          name="secretQuestion"
          value={String(values.secretQuestion)}
          onChange={(value) => set("secretQuestion")(Number(value))}
          options={questionOptions}
        />
        <TextField
          label="Secret Answer"
          name="secretAnswer"
          autoComplete="off"
          value={values.secretAnswer}
          onChange={set("secretAnswer")}
        />
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
      </AccountForm>
    </article>
  )
}
