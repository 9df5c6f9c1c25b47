import type { Config } from 'tailwindcss'
import defaultTheme from 'tailwindcss/defaultTheme'

// Brand colours, font and breakpoints exactly as spec §9.
export const brand = {
  green: '#1b9d6d',
  darkGreen: '#0d6f4f',
  lightGreen: '#91baae',
  brightGreen: '#bdd9d5',
  hoverGreen: '#41c691',
  yellow: '#F7AC29',
  background: '#FAF9F8',
} as const

export default {
  content: ['./app/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    screens: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    extend: {
      colors: {
        brand: {
          DEFAULT: brand.green,
          dark: brand.darkGreen,
          light: brand.lightGreen,
          bright: brand.brightGreen,
          hover: brand.hoverGreen,
          yellow: brand.yellow,
          background: brand.background,
        },
      },
      fontFamily: { sans: ['Inter', ...defaultTheme.fontFamily.sans] },
    },
  },
} satisfies Config
