// The order files run in: Vitest's own, but the journeys longest first, so that the three workers taking the next file
// as they finish end together (decision 062). Vitest orders by the last run's durations when it has them and by file
// size when it has none, as on a clean clone, where the keyboard journeys (98 lines, about 45 s) came 26th of 32.
// durations.json holds each journey's seconds in one whole run (`npm test`'s output, rounded); a file it lacks goes
// first, as Vitest runs files it knows nothing of.
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import durations from './durations.json' with { type: 'json' }

const seconds: Record<string, number> = durations

export default class JourneysLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const journey = (spec: TestSpecification) => spec.project.name === 'e2e'
    const cost = (spec: TestSpecification) =>
      seconds[relative(this.ctx.config.root, spec.moduleId).split('\\').join('/')] ?? Number.MAX_SAFE_INTEGER
    const journeys = sorted.filter(journey).sort((a, b) => cost(b) - cost(a))
    let next = 0
    return sorted.map((spec) => (journey(spec) ? journeys[next++]! : spec))
  }
}
