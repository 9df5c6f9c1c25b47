import type { AppLoadContext } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'

import { LANGUAGE } from './i18n'
import { serverCaller } from './trpc.server'

export const remixI18next = new RemixI18Next({
  detection: { supportedLanguages: [LANGUAGE], fallbackLanguage: LANGUAGE },
})

/** A German `t` for loaders and meta, backed by the same translations the pages render with. */
export async function getServerT(request: Request, context: AppLoadContext) {
  const translations = await serverCaller(context).translation.getTranslations()
  return remixI18next.getFixedT(request, 'translation', {
    resources: { [LANGUAGE]: { translation: translations } },
    keySeparator: false,
    interpolation: { escapeValue: false },
  })
}
