import { matchRoutes as reactRouterMatch } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from '../routes'
import { matchRoutes } from './match-routes'

const paths = [
  '/',
  '/search',
  '/cart',
  '/cart/',
  '/CART',
  '/listing/midnight-hoodie',
  '/listing/midnight-hoodie/extra',
  '/listing-not-found',
  '/checkout/express',
  '/checkout/c_123',
  '/checkout',
  '/checkout/c_123/more',
  '/support',
  '/support/returns',
  '/support/returns/deeper',
  '/track',
  '/track/recover',
  '/404',
  '/about',
  '/terms-of-use',
  '/apparel',
  '/apparel/hoodies/black',
  '/caf%C3%A9',
  '/a%2Fb',
  '/%E0%A4%A',
]

describe('matchRoutes', () => {
  it("picks the routes and params React Router's static handler picks, for every kind of store path", () => {
    for (const path of paths) {
      const theirs = reactRouterMatch(routes, path)?.map((match) => [match.route.id, match.params, match.pathname])
      const ours = matchRoutes(routes, path)?.map((match) => [match.route.id, match.params, match.pathname])
      expect({ path, ours }).toEqual({ path, ours: theirs })
    }
  })
})
