import { redirect, type ActionFunctionArgs } from '@remix-run/node'

import { saveTripAction } from '~/saved-trips.server'

import { PATHS } from '../../core/paths'

// The "Merken" button of lists and detail pages posts here (with and without JavaScript).
export const action = ({ request, context }: ActionFunctionArgs) => saveTripAction(request, context)

export const loader = () => redirect(PATHS.savedTrips, 301)
