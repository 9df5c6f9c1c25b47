// The parts of untyped packages that the extensions use: pdfkit (the booking confirmation) and cookie-parser.
declare module 'pdfkit' {
  interface TextOptions {
    continued?: boolean
    /** makes the text a link to this address */
    link?: string
    underline?: boolean
  }
  export default class PDFDocument {
    constructor(options: { size: string; margin: number; info: { Title: string; Author: string } })
    on(event: 'data', listener: (chunk: Buffer) => void): this
    on(event: 'end', listener: () => void): this
    on(event: 'error', listener: (error: Error) => void): this
    font(name: string): this
    fontSize(size: number): this
    text(text: string, options?: TextOptions): this
    moveDown(lines?: number): this
    end(): void
  }
}

declare module 'cookie-parser' {
  import type { RequestHandler } from 'express'

  export default function cookieParser(): RequestHandler
}
