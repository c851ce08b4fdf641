import { describe, expect, it } from 'vitest';
import { zParticipationRateRequest, zParticipationRateResponse } from './participation';

describe('participation rate call (spec 2 §3, §7)', () => {
  it('takes a survey date id and returns collector rows', () => {
    expect(zParticipationRateRequest.parse({ survey_date_id: 4 })).toEqual({ survey_date_id: 4 });
    const answer = {
      collectors: [
        {
          worker_group_id: 1,
          headcount: 10,
          respondent_count: 4,
          demographies: [{ demography_id: 2, demography_answer_id: 3 }],
        },
      ],
    };
    expect(zParticipationRateResponse.parse(answer)).toEqual(answer);
  });

  it('rejects negative counts and a missing survey date', () => {
    expect(zParticipationRateRequest.safeParse({}).success).toBe(false);
    const bad = {
      collectors: [{ worker_group_id: 1, headcount: -1, respondent_count: 0, demographies: [] }],
    };
    expect(zParticipationRateResponse.safeParse(bad).success).toBe(false);
  });
});
