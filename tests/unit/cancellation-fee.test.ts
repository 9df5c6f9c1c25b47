import { describe, expect, it } from 'vitest'

import { cancellationFeeCents } from '../../core/booking'
import { bookingFeeCents } from '../../directus/extensions/reiseportal/src/booking/cancellation'

const directus = { cancellationFeeCents: bookingFeeCents }

// The site shows the cost before asking, the booking extension cancels only at that cost: both compute it.
describe('cancellation fee', () => {
  const today = '2026-11-27'

  it('is nothing up to and including the last free day, then the total price, on both sides alike', () => {
    const cases = [
      { total: 1086.3, until: '2026-11-28', fee: 0 },
      { total: 1086.3, until: today, fee: 0 },
      { total: 1086.3, until: '2026-11-26', fee: 108_630 },
      { total: 1086.3, until: null, fee: 108_630 },
      { total: 0.1 + 0.2, until: null, fee: 30 },
    ]
    for (const { total, until, fee } of cases) {
      expect(cancellationFeeCents({ total, freeCancellationUntil: until }, today), `${until}`).toBe(fee)
      // Directus reads the decimal as a string and the date as a Date or a string.
      expect(
        directus.cancellationFeeCents({ price_total: String(total), free_cancellation_until: until }, today),
      ).toBe(fee)
      if (until)
        expect(
          directus.cancellationFeeCents(
            { price_total: total, free_cancellation_until: new Date(`${until}T00:00:00`) },
            today,
          ),
        ).toBe(fee)
    }
  })
})
