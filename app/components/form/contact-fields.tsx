import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'

import { RadioGroupField, TextField } from '~/components/form/fields'

import { SALUTATIONS } from '../../../core/booking'
import { tCommon } from '../../../core/copy/common'

type Field = FieldMetadata<string | null | undefined>

/**
 * Who is writing: salutation, first and last name, e-mail and phone, as the booking form and the
 * round-trip enquiry ask for them. Further fields (the booking's address) continue the same grid.
 */
export function ContactFields({
  fields,
  phoneLabel = tCommon('common.phone'),
  children,
}: {
  fields: { salutation: Field; first_name: Field; last_name: Field; email: Field; phone: Field }
  phoneLabel?: string
  children?: ReactNode
}) {
  return (
    <>
      <RadioGroupField
        field={fields.salutation}
        legend={tCommon('common.salutation')}
        options={SALUTATIONS}
        inline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.first_name} label={tCommon('common.firstName')} autoComplete="given-name" />
        <TextField field={fields.last_name} label={tCommon('common.lastName')} autoComplete="family-name" />
        <TextField field={fields.email} label={tCommon('common.email')} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={phoneLabel} type="tel" autoComplete="tel" />
        {children}
      </div>
    </>
  )
}
