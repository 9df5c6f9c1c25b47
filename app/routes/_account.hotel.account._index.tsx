import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { TRPCError } from '@trpc/server'

import { ChangePasswordForm, type PasswordField } from '~/components/account/change-password-form'
import { TextField } from '~/components/form/fields'
import { Breadcrumbs } from '~/components/layout/breadcrumbs'
import { fieldErrorsFrom } from '~/lib/form-errors'
import { pageMeta } from '~/lib/meta'
import { requireAccessToken } from '~/session.server'
import { redirectWithToast } from '~/toast.server'
import { serverCaller, toErrorResponse } from '~/trpc.server'

import {
  changePasswordSchema,
  personalDetailsSchema,
  WRONG_CURRENT_PASSWORD,
  type Me,
} from '../../trpc/routers/user'

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: 'Persönliche Angaben' })

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccessToken(request)
  const me = await serverCaller(request).user.me().catch(toErrorResponse)
  return { me }
}

type Field = Exclude<keyof Me, 'email'>

export async function action({ request }: ActionFunctionArgs) {
  await requireAccessToken(request)
  const values = Object.fromEntries(await request.formData()) as Record<string, string>
  if (values.intent === 'password') return changePassword(request, values)
  const parsed = personalDetailsSchema.safeParse(values)
  if (!parsed.success)
    return data(
      { fieldErrors: fieldErrorsFrom<Field>(parsed.error), values, passwordErrors: {} },
      { status: 400 },
    )
  await serverCaller(request).user.updateMe(parsed.data).catch(toErrorResponse)
  return redirectWithToast('/hotel/account', {
    title: 'Ihre Angaben sind gespeichert.',
    icon: 'lucide:circle-check',
    color: 'green',
  })
}

async function changePassword(request: Request, values: Record<string, string>) {
  const parsed = changePasswordSchema.safeParse(values)
  const noDetails = {
    fieldErrors: {} as Partial<Record<Field, string>>,
    values: {} as Record<string, string>,
  }
  if (!parsed.success) {
    return data(
      { ...noDetails, passwordErrors: fieldErrorsFrom<PasswordField>(parsed.error) },
      { status: 400 },
    )
  }
  try {
    await serverCaller(request).user.changePassword(parsed.data)
  } catch (error) {
    if (error instanceof TRPCError && error.message === WRONG_CURRENT_PASSWORD) {
      return data({ ...noDetails, passwordErrors: { current: WRONG_CURRENT_PASSWORD } }, { status: 400 })
    }
    toErrorResponse(error)
  }
  return redirectWithToast('/hotel/account', {
    title: 'Ihr Passwort ist geändert.',
    icon: 'lucide:circle-check',
    color: 'green',
  })
}

const fields: Array<{ name: Field; label: string; autoComplete: string; wide?: boolean }> = [
  { name: 'first_name', label: 'Vorname', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Nachname', autoComplete: 'family-name' },
  { name: 'street', label: 'Straße und Hausnummer', autoComplete: 'street-address', wide: true },
  { name: 'postal_code', label: 'PLZ', autoComplete: 'postal-code' },
  { name: 'city', label: 'Ort', autoComplete: 'address-level2' },
  { name: 'country', label: 'Land', autoComplete: 'country-name' },
  { name: 'phone', label: 'Telefon', autoComplete: 'tel' },
]

export default function PersonalDetails() {
  const { me } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <main id="inhalt" className="py-8">
      <Breadcrumbs
        items={[{ label: 'Mein Konto', to: '/hotel/account' }, { label: 'Persönliche Angaben' }]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Persönliche Angaben</h1>
      <p className="mt-2 text-slate-700">
        Angemeldet als <strong>{me.email}</strong>
      </p>
      <Form method="post" className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="details" />
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            defaultValue={result?.values[field.name] ?? me[field.name] ?? ''}
            error={result?.fieldErrors[field.name]}
            className={field.wide ? 'sm:col-span-2' : undefined}
          />
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="button-primary">
            Angaben speichern
          </button>
        </div>
      </Form>
      <ChangePasswordForm errors={result?.passwordErrors ?? {}} />
    </main>
  )
}
