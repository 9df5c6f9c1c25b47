import type { Knex } from 'knex'

import type { BookingView, FolderView } from './folder-view'
import { checkTimesLabel } from '../../../../../core/copy/booking'
import { formatDate, formatPrice } from '../../../../../core/format'
import { todayInGermany } from '../../../../../core/hotel-search'
import { PATHS } from '../../../../../core/paths'
import { invoiceDueDate } from '../../../../../core/payment'

// What makes a booking's confirmation mail and PDF a voucher: the hotel's address and phone, its check-in
// and check-out times, how to pay (for an invoice: the bank details of site_settings and the due day of
// core/payment.ts) and the address of the booking's status page.

interface HotelContactRow {
  id: number
  name: string
  address: string | null
  postal_code: string | null
  city: string | null
  country: string | null
  phone: string | null
  check_in: string | null
  check_out: string | null
}

interface PaymentSettingsRow {
  bank_account_holder: string | null
  bank_name: string | null
  bank_iban: string | null
  bank_bic: string | null
  payment_due_days: number | null
}

const trimmed = (value: string | null | undefined) => value?.trim() ?? ''

/** An IBAN in groups of four, as printed on an invoice ("DE02 1203 0000 …"). */
const ibanGroups = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')

export interface Voucher {
  hotel: {
    name: string
    /** Street, postal code and town, country: one line each, empty ones left out. */
    addressLines: string[]
    phone: string
    checkTimes: string
  } | null
  /** Bank transfer details of an invoice booking; null for payment at the hotel. */
  transfer: {
    holder: string
    bank: string
    iban: string
    bic: string
    amount: string
    reference: string
    dueDate: string
  } | null
  /** The https (or http) address of the booking's status page; empty without a site address. */
  manageUrl: string
}

/** A site address the mail may link to: http(s) only, without a trailing slash. */
function siteAddress(value: unknown): string {
  const site = String(value ?? '')
    .trim()
    .replace(/\/+$/, '')
  return /^https?:\/\/[^\s"'<>]+$/i.test(site) ? site : ''
}

export async function voucherOf(
  database: Knex,
  folder: Pick<FolderView, 'number' | 'date_created'>,
  booking: Pick<BookingView, 'hotel' | 'arrival' | 'payment_method' | 'price_total'>,
): Promise<Voucher> {
  const [hotel, settings, directusSettings] = await Promise.all([
    booking.hotel
      ? database<HotelContactRow>('hotels')
          .select('id', 'name', 'address', 'postal_code', 'city', 'country', 'phone', 'check_in', 'check_out')
          .where({ id: booking.hotel.id })
          .first()
      : undefined,
    database<PaymentSettingsRow>('site_settings')
      .select('bank_account_holder', 'bank_name', 'bank_iban', 'bank_bic', 'payment_due_days')
      .first(),
    database('directus_settings').select('project_url').first() as Promise<
      { project_url?: unknown } | undefined
    >,
  ])
  const site = siteAddress(directusSettings?.project_url)
  const iban = trimmed(settings?.bank_iban)
  const bookedOn = folder.date_created ? todayInGermany(new Date(folder.date_created)) : todayInGermany()
  return {
    hotel: hotel
      ? {
          name: hotel.name,
          addressLines: [
            trimmed(hotel.address),
            [trimmed(hotel.postal_code), trimmed(hotel.city)].filter(Boolean).join(' '),
            trimmed(hotel.country),
          ].filter(Boolean),
          phone: trimmed(hotel.phone),
          checkTimes: checkTimesLabel(hotel),
        }
      : null,
    transfer:
      booking.payment_method === 'invoice' && iban
        ? {
            holder: trimmed(settings?.bank_account_holder),
            bank: trimmed(settings?.bank_name),
            iban: ibanGroups(iban),
            bic: trimmed(settings?.bank_bic).toUpperCase(),
            amount: formatPrice(booking.price_total),
            reference: folder.number,
            dueDate: formatDate(
              invoiceDueDate({
                bookedOn,
                arrival: booking.arrival ?? bookedOn,
                dueDays: settings?.payment_due_days,
              }),
            ),
          }
        : null,
    manageUrl: site ? `${site}${PATHS.manageBooking}/${encodeURIComponent(folder.number)}` : '',
  }
}
