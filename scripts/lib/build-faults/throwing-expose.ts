// What an exposed module becomes under the `throw-in:<expose>` build fault (build-faults.ts): it
// throws as it runs, as a broken release would. Only tests ask for it.
export {};

throw new Error('Injected build fault: this exposed module throws (CLUB_BUILD_FAULTS)');
