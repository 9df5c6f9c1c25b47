import type { NextFunction, Request, RequestHandler, Response } from 'express'

/**
 * An async route handler as express 4 takes it (it ignores what a handler returns). Every handler here
 * answers its own errors (or passes them to `next`), so the promise is not needed.
 */
export const route =
  (handler: (req: Request, res: Response, next: NextFunction) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    void handler(req, res, next)
  }
