import { TextInput } from '@mantine/core';
import { selfRatingSchema, type SelfRating } from '@vedann/contracts';
import { usePlacementT } from './i18n';
import { useSaveSelfRating, useSelfRating } from './placement-api';
import { RowListForm, SavedDocumentPage } from './row-list-form';
import { StarChoice } from './star-choice';

type Skill = SelfRating['skills'][number];

/** /placement/selfrating: the student rates their own skills; the rating shows on their profile. */
export function SelfRatingPage() {
  const t = usePlacementT();
  const save = useSaveSelfRating();
  return (
    <SavedDocumentPage
      title={t('selfrating.title')}
      intro={t('selfrating.intro')}
      query={useSelfRating()}
    >
      {(data) => (
        <RowListForm<Skill, SelfRating>
          initial={data.skills}
          blank={() => ({ skill: '', rating: 3 })}
          schema={selfRatingSchema}
          toDocument={(skills) => ({ skills })}
          save={save}
          texts={{
            title: t('selfrating.title'),
            empty: t('selfrating.empty'),
            add: t('selfrating.add'),
            save: t('selfrating.save'),
            remove: t('selfrating.remove'),
          }}
          renderRow={(row, change) => (
            <>
              <TextInput
                label={t('selfrating.skill')}
                value={row.skill}
                maxLength={60}
                onChange={(event) => change({ skill: event.currentTarget.value })}
                style={{ flex: '1 1 12rem' }}
              />
              <StarChoice
                label={t('selfrating.ratingLabel')}
                description={row.skill ? t('selfrating.rating', { skill: row.skill }) : undefined}
                value={row.rating}
                onChange={(rating) => change({ rating })}
              />
            </>
          )}
        />
      )}
    </SavedDocumentPage>
  );
}
