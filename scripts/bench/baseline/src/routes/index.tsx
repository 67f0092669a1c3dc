import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'

const greeting = createServerFn({ method: 'GET' }).handler(() => 'Hello from the server')
const greetingQuery = queryOptions({ queryKey: ['greeting'], queryFn: () => greeting() })

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(greetingQuery),
  component: function Home() {
    const { data } = useSuspenseQuery(greetingQuery)
    return <h1>{data}</h1>
  },
})
