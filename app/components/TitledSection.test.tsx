// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TitledSection } from './TitledSection'

afterEach(cleanup)

describe('TitledSection', () => {
  it("is named by the editor's heading when there is one", () => {
    const { container } = render(
      <TitledSection headingId="s-title" title="Our values" label="Values" titleClassName="t">
        <p>body</p>
      </TitledSection>,
    )
    const section = container.querySelector('section')
    expect(section?.getAttribute('aria-labelledby')).toBe('s-title')
    expect(section?.hasAttribute('aria-label')).toBe(false)
    expect(section?.querySelector('h2#s-title.t')?.textContent).toBe('Our values')
  })

  it('is named by its label, with no heading, when the title was left empty', () => {
    const { container } = render(
      <TitledSection headingId="s-title" title={null} label="Values">
        <p>body</p>
      </TitledSection>,
    )
    const section = container.querySelector('section')
    expect(section?.getAttribute('aria-label')).toBe('Values')
    expect(section?.hasAttribute('aria-labelledby')).toBe(false)
    expect(section?.querySelector('h2')).toBeNull()
    expect(section?.textContent).toBe('body')
  })
})
