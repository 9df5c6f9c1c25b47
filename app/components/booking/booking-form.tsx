import type { SubmissionResult } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'

import {
  CheckboxField,
  FormErrors,
  Honeypot,
  RadioGroupField,
  SchemaForm,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '~/components/form/fields'
import { Link } from '~/components/site-link'

import { bookingFormSchema, PAYMENT_METHODS, SALUTATIONS } from '../../../core/booking'

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
 * pay, and the consents. The button says what it does (§ 312j Abs. 3 BGB).
 */
export function BookingForm({
  lastResult,
  defaults,
  otherTravellers,
  idempotencyKey,
  expectedTotal,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  defaults: BookingFormDefaults
  otherTravellers: number
  idempotencyKey: string
  expectedTotal: number
}) {
  const submitting = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(bookingFormSchema, {
    id: 'buchung',
    lastResult,
    defaultValue: {
      ...defaults,
      travellers: Array.from({ length: otherTravellers }, () => ({ first_name: '', last_name: '' })),
    },
  })
  const travellers = fields.travellers.getFieldList()

  return (
    <>
      <FormErrors form={form} />
      <SchemaForm form={form} className="mt-6 space-y-8">
        <Honeypot />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {/* The price the visitor sees: the booking is refused if it changed in the meantime. */}
        <input type="hidden" name="expected_total" value={expectedTotal.toFixed(2)} />

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">Ihre Angaben</legend>
          <RadioGroupField field={fields.salutation} legend="Anrede" options={SALUTATIONS} inline />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.first_name} label="Vorname" autoComplete="given-name" />
            <TextField field={fields.last_name} label="Nachname" autoComplete="family-name" />
            <TextField field={fields.email} label="E-Mail-Adresse" type="email" autoComplete="email" />
            <TextField field={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
            <TextField
              field={fields.street}
              label="Straße und Hausnummer"
              autoComplete="street-address"
              className="sm:col-span-2"
            />
            <TextField field={fields.postal_code} label="PLZ" autoComplete="postal-code" />
            <TextField field={fields.city} label="Ort" autoComplete="address-level2" />
            <TextField field={fields.country} label="Land" autoComplete="country-name" />
          </div>
        </fieldset>

        {travellers.length > 0 && (
          <fieldset className="space-y-4">
            <legend className="text-xl font-bold">Mitreisende</legend>
            <p className="text-sm text-slate-700">Bitte geben Sie die Namen wie im Ausweis an.</p>
            {travellers.map((traveller, index) => {
              const names = traveller.getFieldset()
              return (
                <div key={traveller.key} className="grid gap-4 sm:grid-cols-2">
                  <TextField field={names.first_name} label={`Vorname (Person ${index + 2})`} />
                  <TextField field={names.last_name} label={`Nachname (Person ${index + 2})`} />
                </div>
              )
            })}
          </fieldset>
        )}

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">Ihre Anreise</legend>
          <TextField
            field={fields.arrival_time}
            label="Voraussichtliche Ankunftszeit (optional, z. B. 15:30)"
            inputMode="numeric"
          />
          <TextAreaField
            field={fields.wishes}
            label="Ihre Wünsche an das Hotel (optional)"
            hint="Das Hotel bemüht sich, Wünsche zu erfüllen; zusagen kann es sie nicht."
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-xl font-bold">Bezahlung</legend>
          <RadioGroupField
            field={fields.payment_method}
            legend="Wie möchten Sie bezahlen?"
            options={PAYMENT_METHODS}
          />
          <p className="text-sm text-slate-700">
            Bei Rechnung erhalten Sie die Zahlungsdaten mit der Buchungsbestätigung. Bei Zahlung im Hotel
            zahlen Sie bei Abreise direkt an der Rezeption.
          </p>
        </fieldset>

        <div className="space-y-3">
          <CheckboxField field={fields.terms}>
            Ich habe die{' '}
            <Link to="/agb" className="text-brand-dark underline">
              Allgemeinen Geschäftsbedingungen
            </Link>{' '}
            gelesen und stimme ihnen zu.
          </CheckboxField>
          <CheckboxField field={fields.privacy}>
            Ich habe die{' '}
            <Link to="/datenschutz" className="text-brand-dark underline">
              Datenschutzhinweise
            </Link>{' '}
            gelesen.
          </CheckboxField>
        </div>

        <button
          type="submit"
          className="button-primary w-full sm:w-auto"
          disabled={submitting}
          aria-busy={submitting}
        >
          zahlungspflichtig buchen
        </button>
      </SchemaForm>
    </>
  )
}
