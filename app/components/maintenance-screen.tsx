export const MAINTENANCE_STATUS_TEXT = 'Maintenance'
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600

export function MaintenanceScreen() {
  return (
    <main id="inhalt" className="container-page py-16">
      <h1 className="text-3xl font-bold">Wartungsarbeiten</h1>
      <p className="mt-4 max-w-prose text-slate-700">
        Wir verbessern gerade unsere Website und sind in Kürze wieder für Sie da. Bereits gebuchte Reisen sind
        davon nicht betroffen.
      </p>
      <p className="mt-2 max-w-prose text-slate-700">Bitte versuchen Sie es in einigen Minuten erneut.</p>
    </main>
  )
}
