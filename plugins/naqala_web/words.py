"""The web table's own words in each language the project ships (the game's words come from
the ruleset's text packs)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "naqala: play in the browser", "new_game": "New game",
        "ruleset": "Ruleset", "players": "Players", "seat": "Seat", "person": "Person",
        "seed_field": "Seed (empty: random)", "create": "Create the game",
        "links": "One secret link per seat: give each only to its player.",
        "spectator": "Spectators", "waiting": "Waiting for {player}", "play": "Play",
        "notation": "Or type the whole move (e.g. b3 Eg Ey Sb)", "log": "What happened",
        "scores": "Final scores", "draw": "draw pile", "hand": "in hand",
        "hidden_cards": "hidden cards", "board": "Board",
        "offline": "Connection lost; reconnecting…", "you": "you", "replay": "Replay",
        "step": "choice {n}", "tracks": "Tracks", "round": "Round",
    },
    "vi": {
        "title": "naqala: chơi trên trình duyệt", "new_game": "Ván mới",
        "ruleset": "Bộ luật", "players": "Người chơi", "seat": "Ghế", "person": "Người",
        "seed_field": "Hạt giống (để trống: ngẫu nhiên)",
        "create": "Tạo ván",
        "links": "Mỗi ghế một đường dẫn bí mật: chỉ đưa cho đúng người chơi của ghế đó.",
        "spectator": "Người xem", "waiting": "Đang chờ {player}", "play": "Chơi",
        "notation": "Hoặc gõ cả nước đi (ví dụ b3 Eg Ey Sb)", "log": "Diễn biến",
        "scores": "Điểm cuối ván", "draw": "chồng rút", "hand": "trong tay",
        "hidden_cards": "lá bài úp", "board": "Bàn cờ",
        "offline": "Mất kết nối; đang kết nối lại…", "you": "bạn", "replay": "Xem lại",
        "step": "lựa chọn {n}", "tracks": "Đường đua", "round": "Vòng",
    },
    "el": {
        "title": "naqala: παιχνίδι στον φυλλομετρητή", "new_game": "Νέα παρτίδα",
        "ruleset": "Κανόνες", "players": "Παίκτες", "seat": "Θέση", "person": "Άνθρωπος",
        "seed_field": "Σπόρος (κενό: τυχαίος)",
        "create": "Δημιουργία παρτίδας",
        "links": "Ένας μυστικός σύνδεσμος ανά θέση: δώστε τον μόνο στον παίκτη της.",
        "spectator": "Θεατές", "waiting": "Αναμονή για {player}", "play": "Παίξε",
        "notation": "Ή γράψτε όλη την κίνηση (π.χ. b3 Eg Ey Sb)", "log": "Τι έγινε",
        "scores": "Τελική βαθμολογία", "draw": "τράπουλα", "hand": "στο χέρι",
        "hidden_cards": "κρυφές κάρτες", "board": "Ταμπλό",
        "offline": "Η σύνδεση χάθηκε· επανασύνδεση…", "you": "εσύ", "replay": "Επανάληψη",
        "step": "επιλογή {n}", "tracks": "Στήλες", "round": "Γύρος",
    },
    "fa": {
        "title": "نقاله: بازی در مرورگر", "new_game": "بازی تازه",
        "ruleset": "قواعد", "players": "بازیکنان", "seat": "جایگاه", "person": "انسان",
        "seed_field": "بذر (خالی: تصادفی)", "create": "ساختن بازی",
        "links": "برای هر جایگاه یک پیوند مخفی: هر کدام را فقط به بازیکن خودش بدهید.",
        "spectator": "تماشاگران", "waiting": "در انتظار {player}", "play": "بازی",
        "notation": "یا کل حرکت را بنویسید (مثلاً b3 Eg Ey Sb)", "log": "رویدادها",
        "scores": "امتیاز پایانی", "draw": "دسته‌ی کارت", "hand": "در دست",
        "hidden_cards": "کارت‌های پنهان", "board": "صفحه",
        "offline": "اتصال قطع شد؛ در حال اتصال دوباره…", "you": "شما", "replay": "بازپخش",
        "step": "انتخاب {n}", "tracks": "مسیرها", "round": "دور",
    },
}


def word(lang: str, key: str) -> str:
    """One word of the table in `lang` (English when the language has none)."""
    return WORDS.get(lang, WORDS["en"]).get(key, WORDS["en"][key])


def words(lang: str) -> dict[str, str]:
    """Every word of the table in `lang`."""
    return {key: word(lang, key) for key in WORDS["en"]}
