# Artisans of Naqala, số lượng (`$n` của một loại) và tên ngắn trong bảng điểm, tiếng Việt.

## Số lượng (`$n` của một loại)

cards-jewellery-count = { $n } Trang sức
cards-treasure_chest-count = { $n } Rương báu
cards-crown-count = { $n } Vương miện
cards-burning_scimitar-count = { $n } Mã tấu Rực lửa
cards-enchanting_flute-count = { $n } Sáo Mê hoặc
cards-fabulous_lamp-count = { $n } Đèn Thần kỳ
cards-flying_carpet-count = { $n } Thảm Bay
cards-horn_of_plenty-count = { $n } Sừng Sung túc
cards-rebirth_ring-count = { $n } Nhẫn Tái sinh
cards-tempest_talisman-count = { $n } Bùa Bão tố
counters-magic-count = { $n } phép

## Bảng điểm (tên ngắn của từng mục)

scoring-artisans-name = Thợ thủ công
scoring-precious-name = Vật phẩm quý
scoring-tent-name = Lều
