import { Outlet } from '@remix-run/react'

// The auth layout: a narrow card for login, registration and password pages (their loaders send
// signed-in visitors on: requireAnonymous).
export default function AuthLayout() {
  return (
    <div className="container-page flex justify-center py-8">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Outlet />
      </div>
    </div>
  )
}
