import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The per-request CSP nonce for inline scripts; empty in the browser, where it is not needed. */
export function useNonce() {
  return useContext(NonceContext)
}
