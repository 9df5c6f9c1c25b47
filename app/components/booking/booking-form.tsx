import type { SubmissionResult } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'

import { ContactFields } from '~/components/form/contact-fields'
import {
  CheckboxField,
  ErrorSummary,
  FormErrors,
  Honeypot,
  RadioGroupField,
  SchemaForm,
  SelectField,
  TextAreaField,
  TextField,
  useSchemaForm,
  type ErrorSummaryEntry,
} from '~/components/form/fields'
import { Link } from '~/components/site-link'
import { formatPrice } from '~/lib/format'

import { bookingFormSchema, PAYMENT_METHODS } from '../../../core/booking'
import { tBooking } from '../../../core/copy/booking'
import { tBookingForm } from '../../../core/copy/booking-form'
import { tCommon } from '../../../core/copy/common'
import { COUNTRIES, countryName } from '../../../core/countries'

const COUNTRY_NAMES = COUNTRIES.map((country) => country.name)

export interface BookingFormDefaults {
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  phone?: string | null
  street?: string | null
  postal_code?: string | null
  city?: string | null
  country?: string | null
}

/**
 * The booking form: the lead traveller with address, the others' names, arrival time and wishes, how to
 * pay, and the consents. The schema checks it in the browser before it is sent; what the server still
 * refuses comes back in a summary at the top that links each field. The total and the button stand
 * together at its end, on phones in a bar that stays at the bottom of the screen while the form is in
 * view. The button says what it does (§ 312j Abs. 3 BGB).
 */
export function BookingForm({
  lastResult,
  defaults,
  travellerLabels,
  idempotencyKey,
  expectedTotal,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  defaults: BookingFormDefaults
  /** The other travellers by kind, in the order of their names ("Erwachsene/r 2", "Kind 1 (8 Jahre)"). */
  travellerLabels: string[]
  idempotencyKey: string
  expectedTotal: number
}) {
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(bookingFormSchema, {
    id: 'buchung',
    lastResult,
    checkBeforeSubmit: true,
    defaultValue: {
      ...defaults,
      // the list's name for an account's free-text country ("germany", "AT"); none for one not on the list
      country: defaults.country ? (countryName(defaults.country) ?? '') : null,
      travellers: travellerLabels.map(() => ({ first_name: '', last_name: '' })),
    },
  })
  const travellers = fields.travellers.getFieldList().map((traveller, index) => ({
    key: traveller.key,
    kind: travellerLabels[index] ?? tBookingForm('bookingForm.person', { number: index + 2 }),
    names: traveller.getFieldset(),
  }))

  // The fields in the order of the page, with the label the summary gives their messages.
  const labelled: Array<{ name: string; label: string; target: string }> = [
    {
      name: fields.salutation.name,
      label: tCommon('common.salutation'),
      target: `${fields.salutation.id}-frau`,
    },
    ...(
      [
        [fields.first_name, tCommon('common.firstName')],
        [fields.last_name, tCommon('common.lastName')],
        [fields.email, tCommon('common.email')],
        [fields.phone, tCommon('common.phone')],
        [fields.street, tCommon('common.street')],
        [fields.postal_code, tCommon('common.postalCode')],
        [fields.city, tCommon('common.city')],
        [fields.country, tCommon('common.country')],
      ] as const
    ).map(([field, label]) => ({ name: field.name, label, target: field.id })),
    ...travellers.flatMap(({ kind, names }) => [
      {
        name: names.first_name.name,
        label: tBookingForm('bookingForm.firstNameOf', { kind }),
        target: names.first_name.id,
      },
      {
        name: names.last_name.name,
        label: tBookingForm('bookingForm.lastNameOf', { kind }),
        target: names.last_name.id,
      },
    ]),
    {
      name: fields.arrival_time.name,
      label: tBookingForm('bookingForm.arrivalTimeShort'),
      target: fields.arrival_time.id,
    },
    { name: fields.wishes.name, label: tBookingForm('bookingForm.wishes'), target: fields.wishes.id },
    {
      name: fields.payment_method.name,
      label: tBookingForm('bookingForm.payment'),
      target: `${fields.payment_method.id}-invoice`,
    },
    { name: fields.terms.name, label: tBookingForm('bookingForm.terms'), target: fields.terms.id },
    {
      name: fields.privacy.name,
      label: tBookingForm('bookingForm.privacyNotice'),
      target: fields.privacy.id,
    },
  ]
  const errors = form.allErrors
  const known = new Set(labelled.map(({ name }) => name))
  const summary: ErrorSummaryEntry[] = [
    ...labelled.flatMap(({ name, label, target }) => {
      const message = errors[name]?.[0]
      return message ? [{ text: `${label}: ${message}`, target }] : []
    }),
    // Messages of fields the visitor does not see (an expired form), and of the list of travellers.
    ...Object.entries(errors).flatMap(([name, messages]) =>
      name !== '' && !known.has(name) && messages[0] ? [{ text: messages[0] }] : [],
    ),
  ]
  const refused = Boolean(lastResult?.error && Object.keys(lastResult.error).some((name) => name !== ''))

  return (
    <>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-6 space-y-8 max-md:[&_:is(input,select,textarea)]:scroll-mb-32">
        {form.status === 'error' && <ErrorSummary id="buchung-fehler" entries={summary} focus={refused} />}
        <Honeypot />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {/* The price the visitor sees: the booking is refused if it changed in the meantime. */}
        <input type="hidden" name="expected_total" value={expectedTotal.toFixed(2)} />

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">{tBookingForm('bookingForm.yourDetails')}</legend>
          <ContactFields fields={fields}>
            <TextField
              field={fields.street}
              label={tCommon('common.street')}
              autoComplete="street-address"
              className="sm:col-span-2"
            />
            <TextField
              field={fields.postal_code}
              label={tCommon('common.postalCode')}
              autoComplete="postal-code"
            />
            <TextField field={fields.city} label={tCommon('common.city')} autoComplete="address-level2" />
            <SelectField
              field={fields.country}
              label={tCommon('common.country')}
              options={COUNTRY_NAMES}
              placeholder={tCommon('common.choose')}
              autoComplete="country-name"
            />
          </ContactFields>
        </fieldset>

        {travellers.length > 0 && (
          <fieldset className="space-y-4">
            <legend className="text-xl font-bold">{tBookingForm('bookingForm.fellowTravellers')}</legend>
            <p className="text-sm text-slate-700">{tBookingForm('bookingForm.namesAsInPassport')}</p>
            {travellers.map(({ key, kind, names }) => (
              <fieldset key={key}>
                <legend className="font-semibold">{kind}</legend>
                {/* The legend says whose names these are; the labels say it again for a field on its own. */}
                <div className="mt-2 grid gap-4 sm:grid-cols-2">
                  <TextField
                    field={names.first_name}
                    label={
                      <>
                        <span aria-hidden="true">{tCommon('common.firstName')}</span>
                        <span className="sr-only">{tBookingForm('bookingForm.firstNameOf', { kind })}</span>
                      </>
                    }
                  />
                  <TextField
                    field={names.last_name}
                    label={
                      <>
                        <span aria-hidden="true">{tCommon('common.lastName')}</span>
                        <span className="sr-only">{tBookingForm('bookingForm.lastNameOf', { kind })}</span>
                      </>
                    }
                  />
                </div>
              </fieldset>
            ))}
          </fieldset>
        )}

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">{tBookingForm('bookingForm.yourArrival')}</legend>
          <TextField
            field={fields.arrival_time}
            label={tBookingForm('bookingForm.arrivalTime')}
            inputMode="numeric"
          />
          <TextAreaField
            field={fields.wishes}
            label={tBookingForm('bookingForm.wishesLabel')}
            hint={tBookingForm('bookingForm.wishesHint')}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">{tBookingForm('bookingForm.payment')}</legend>
          <RadioGroupField
            field={fields.payment_method}
            legend={tBookingForm('bookingForm.paymentQuestion')}
            options={PAYMENT_METHODS}
          />
          <p className="text-sm text-slate-700">{tBookingForm('bookingForm.paymentHint')}</p>
        </fieldset>

        <div className="space-y-3">
          <CheckboxField field={fields.terms}>
            {tCommon('common.termsBefore')}{' '}
            <Link to="/agb" className="text-brand-dark underline">
              {tCommon('common.terms')}
            </Link>{' '}
            {tCommon('common.termsAfter')}
          </CheckboxField>
          <CheckboxField field={fields.privacy}>
            {tCommon('common.termsBefore')}{' '}
            <Link to="/datenschutz" className="text-brand-dark underline">
              {tBookingForm('bookingForm.privacyNotice')}
            </Link>{' '}
            {tBookingForm('bookingForm.privacyRead')}
          </CheckboxField>
        </div>

        {/* Below md it sticks to the bottom of the screen while the form is in view, and rests in place at
            its end: it covers nothing the visitor cannot scroll past. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:-mx-6 sm:px-6 md:static md:mx-0 md:justify-start md:gap-x-8 md:border-0 md:bg-transparent md:px-0 md:py-0 md:shadow-none">
          <p>
            <span className="block text-sm text-slate-700">{tBooking('booking.total')}</span>
            <span className="whitespace-nowrap text-xl font-bold">{formatPrice(expectedTotal)}</span>
          </p>
          <button type="submit" className="button-primary" disabled={submitting} aria-busy={submitting}>
            {tBookingForm('bookingForm.submit')}
          </button>
        </div>
      </SchemaForm>
    </>
  )
}
