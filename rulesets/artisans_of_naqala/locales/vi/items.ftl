# Artisans of Naqala, văn bản tiếng Việt của vật phẩm, Thần đèn và cách tính điểm (hiệu quả và số lượng
# vật phẩm phép là của riêng naqala, xem README).

## Vật phẩm

cards-jewellery = Trang sức
cards-treasure_chest = Rương báu
cards-crown = Vương miện
cards-burning_scimitar = Mã tấu Rực lửa
cards-burning_scimitar-power = Thủ tiêu { $n1 } quân trên một ô đất bất kỳ; sau đó bỏ vật phẩm này. Dùng phép của bạn cho lượt này.
cards-enchanting_flute = Sáo Mê hoặc
cards-enchanting_flute-power = Lấy { $n1 } Thượng thư hoặc { $n2 } Trưởng lão từ túi; sau đó bỏ vật phẩm này. Dùng phép của bạn cho lượt này.
cards-fabulous_lamp = Đèn Thần kỳ
cards-fabulous_lamp-power = Lấy { $n1 } Thần đèn lật ngửa tùy chọn; sau đó bỏ vật phẩm này. Dùng phép của bạn cho lượt này.
cards-flying_carpet = Thảm Bay
cards-flying_carpet-power = Đặt một lạc đà của bạn lên một ô đất không có gì; sau đó bỏ vật phẩm này. Dùng phép của bạn cho lượt này.
cards-horn_of_plenty = Sừng Sung túc
cards-horn_of_plenty-power = Lấy { $n1 } thẻ trên cùng của xấp thẻ tài nguyên; sau đó bỏ vật phẩm này. Dùng phép của bạn cho lượt này.
cards-rebirth_ring = Nhẫn Tái sinh
cards-rebirth_ring-power = Rút { $n1 } quân từ túi thả lên một ô đất không có gì; sau đó bỏ vật phẩm này. Dùng phép của bạn cho lượt này.
cards-tempest_talisman = Bùa Bão tố
cards-tempest_talisman-power = Đặt một cây cọ từ ngân hàng lên một ô đất bạn kiểm soát; sau đó bỏ vật phẩm này. Dùng phép của bạn cho lượt này.
counters-magic = phép

## Thần đèn

cards-geb = Geb
cards-geb-grants = Khi kết thúc ván, mỗi vật phẩm quý bạn giữ được thêm { $n1 } điểm.
cards-ptah = Ptah
cards-ptah-grants = Khi kết thúc ván, mỗi Thợ thủ công của bạn được { $n1 } điểm.
cards-boaz-grants = Sát thủ không thể thủ tiêu các Thượng thư, Trưởng lão và Thợ thủ công đang ở trước mặt bạn.
cards-kandicha-on = Khi Sát thủ của bạn thủ tiêu: một Thương gia mang lại cho bạn { $n1 } thẻ tài nguyên từ xấp thẻ, một Thợ xây mang lại số vàng mà nó lẽ ra kiếm được, còn một Thượng thư, Trưởng lão hay Thợ thủ công thì bạn giữ lại.

## Tính điểm

scoring-artisans = Thợ thủ công: { $artisan_points } điểm mỗi quân; người có nhiều Thợ thủ công nhất (không hòa) được thêm 1 điểm cho mỗi quân.
scoring-precious = Vật phẩm quý: mỗi vật phẩm được số điểm in trên đó (5, 7 hoặc 9).
scoring-tent = Lều: 1 điểm cho mỗi ô đất mang giá trị đỏ trong vùng 3 x 3 quanh lều, kể cả ô có lều.
