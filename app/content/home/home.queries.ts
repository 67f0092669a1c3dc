import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/i18n/lang'
import { fetchHome } from './home.functions'

export const homeQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['home', lang], queryFn: () => fetchHome({ data: { lang } }) })
