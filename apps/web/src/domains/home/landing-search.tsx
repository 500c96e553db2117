import { useState, type FormEvent } from 'react';
import { Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useHomeT } from './i18n';

/** An Indian pincode: six digits, the first not 0 (the library search's own rule). */
const PINCODE = /^[1-9]\d{5}$/;

/**
 * Straight to the jobs of a keyword (`/jobs?keyword=`, the portal's own address for it) or to
 * the libraries near a pincode (`/library?pincode=`, which the library search runs at once).
 */
export function LandingSearch() {
  const t = useHomeT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [pincode, setPincode] = useState('');
  const [pincodeWrong, setPincodeWrong] = useState(false);

  const searchJobs = (event: FormEvent) => {
    event.preventDefault();
    const words = keyword.trim();
    void navigate(words ? `/jobs?${new URLSearchParams({ keyword: words }).toString()}` : '/jobs');
  };
  const findLibraries = (event: FormEvent) => {
    event.preventDefault();
    const code = pincode.trim();
    if (!PINCODE.test(code)) {
      setPincodeWrong(true);
      return;
    }
    void navigate(`/library?${new URLSearchParams({ pincode: code }).toString()}`);
  };

  return (
    <section aria-labelledby="home-search">
      <Title order={2} size="h3" id="home-search" mb="sm">
        {t('search.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <form role="search" aria-label={t('search.searchJobs')} onSubmit={searchJobs}>
          <Stack gap="xs">
            <TextInput
              label={t('search.keyword')}
              description={t('search.keywordHint')}
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
            />
            <Button type="submit" className="home-search-button">
              {t('search.searchJobs')}
            </Button>
          </Stack>
        </form>
        <form
          role="search"
          aria-label={t('search.findLibraries')}
          onSubmit={findLibraries}
          noValidate
        >
          <Stack gap="xs">
            <TextInput
              label={t('search.pincode')}
              description={t('search.pincodeHint')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              value={pincode}
              error={pincodeWrong ? t('search.pincodeNeeded') : undefined}
              onChange={(event) => {
                setPincode(event.currentTarget.value);
                setPincodeWrong(false);
              }}
            />
            <Button type="submit" className="home-search-button">
              {t('search.findLibraries')}
            </Button>
          </Stack>
        </form>
      </SimpleGrid>
    </section>
  );
}
