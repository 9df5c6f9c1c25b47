import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet } from '@remix-run/react'

import { guardRoute } from '~/session.server'

// The auth layout: a narrow card for login, registration and password pages. Logged-in visitors are
// sent on (login → /hotel, registration → welcome page) by the route table's guard.
export async function loader({ request }: LoaderFunctionArgs) {
  await guardRoute(request)
  return null
}

export default function AuthLayout() {
  return (
    <div className="container-page flex justify-center py-8">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Outlet />
      </div>
    </div>
  )
}
