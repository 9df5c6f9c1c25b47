import type { AppLoadContext } from '@remix-run/node'

import { cookieDefaults } from '../server/cookies'

/** Whether cookies get the Secure flag (SESSION_SECURE, or production), for cookies browser code writes too. */
export const secureCookies = (context: AppLoadContext) => cookieDefaults(context.env).secure
