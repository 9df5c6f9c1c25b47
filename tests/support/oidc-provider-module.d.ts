// The few parts of `oidc-provider` (9.x, ships no types) that tests/support/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface Grant {
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    save(): Promise<string>
  }

  export interface Interaction {
    uid: string
    prompt: { name: string; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId?: string }
    grantId?: string
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      result?: { consent?: { grantId?: string } }
      provider: Provider
    }
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
